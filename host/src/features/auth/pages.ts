// The sign-in pages, one chunk of their own (app/routes.tsx): a signed-in member's visit carries
// none of them, and a visit without a session fetches them from its first moment (bootstrap.tsx),
// beside the registry and the site config.
export { ForgotPasswordPage } from './forgot-password-page.tsx';
export { LoginPage } from './login-page.tsx';
export { RegisterPage } from './register-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
