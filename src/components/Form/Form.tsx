import { createContext, useContext, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormElement, type FormLayout } from './Form.styles';
import { trimDeep } from './trimDeep';

export type { FormLayout };

interface FormLayoutContext {
  layout: FormLayout;
  labelWidth: string;
}

const LayoutContext = createContext<FormLayoutContext>({ layout: 'vertical', labelWidth: 'auto' });
export const useFormLayout = () => useContext(LayoutContext);

export interface FormProps<T extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onReset'> {
  /** The object returned by react-hook-form's useForm(). */
  form: UseFormReturn<T>;
  /** Called with valid values, every string trimmed (deeply). */
  onSubmit: (values: T) => void | Promise<void>;
  layout?: FormLayout;
  /** Label column width in the horizontal layout (CSS length). */
  labelWidth?: string;
  children: ReactNode;
}

/** <form> bound to react-hook-form: validation on submit, trimmed values, layout for its fields. */
export function Form<T extends FieldValues>({ form, onSubmit, layout = 'vertical', labelWidth = 'auto', children, ...rest }: FormProps<T>) {
  return (
    <FormProvider {...form}>
      <LayoutContext.Provider value={{ layout, labelWidth }}>
        <FormElement noValidate onSubmit={form.handleSubmit((values) => onSubmit(trimDeep(values)))} {...rest}>
          {children}
        </FormElement>
      </LayoutContext.Provider>
    </FormProvider>
  );
}

/** Provides a different layout to a part of a form (SearchForm, DialogFormLayout). */
export function FormLayoutProvider({ layout, labelWidth = 'auto', children }: { layout: FormLayout; labelWidth?: string; children: ReactNode }) {
  return <LayoutContext.Provider value={{ layout, labelWidth }}>{children}</LayoutContext.Provider>;
}
