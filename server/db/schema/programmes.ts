/** Tables of this area; filled in by its route modules' needs. */
export const programmesSchema = ``;
