export { default } from '../../components/errors/NotFound';
