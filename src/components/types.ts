/** The shared prop vocabulary of every component. */
export type Size = 'sm' | 'md' | 'lg';
export type Status = 'default' | 'success' | 'warning' | 'error' | 'info' | 'processing';
/** Validation status of inputs. */
export type FieldStatus = 'error' | 'warning';
