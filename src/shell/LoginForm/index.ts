export { LoginForm, type LoginFormProps, type LoginValues, type Captcha } from './LoginForm';
