export { BRAND_NAME, SUPPORT_EMAIL, type TMailContext, type TRenderedMail } from './layout';
export * from './templates';
