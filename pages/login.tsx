// Spec 2: /login (where a 401 sends the visitor) shows the same login page as /auth/login.
export { default } from './auth/login';
