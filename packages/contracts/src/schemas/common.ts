// The shared field kit's public part (the web's forms use these too); the kit itself is fields.ts.
export { paginationQuery, requiredText, type PaginationQuery } from './fields.ts';
