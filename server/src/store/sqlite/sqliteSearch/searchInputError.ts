// Where the SQLite search parts import it from; the class is engine-neutral (store/search/).
export { SearchInputError } from '../../search/searchInputError.ts';
