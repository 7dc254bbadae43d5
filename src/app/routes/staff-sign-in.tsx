/** /staff/sign-in */
export { SignInPage as Component } from '@/features/staff/sign-in-page';
