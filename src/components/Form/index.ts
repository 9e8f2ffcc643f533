export { Form, FormLayoutProvider, useFormLayout, type FormProps, type FormLayout } from './Form';
export { FormField, type FormFieldProps, type FieldBinding } from './FormField';
export { labelWidthFor, SearchForm, type SearchFormProps } from './SearchForm';
export { DialogFormLayout, type DialogFormLayoutProps } from './DialogFormLayout';
export { trimDeep } from './trimDeep';
export { buildRules, isEmptyValue, type FieldRuleProps, type Validator } from './fieldRules';
export { useControllableValue } from './useControllableValue';
export { useForm } from 'react-hook-form';
