export { Descriptions, type DescriptionItem, type DescriptionsProps } from './Descriptions';
