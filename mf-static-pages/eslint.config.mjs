export { default } from '@oap/eslint-config';
