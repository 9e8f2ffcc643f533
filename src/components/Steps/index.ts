export { Steps, type StepItem, type StepsDirection, type StepsProps, type StepState } from './Steps';
