/** The link's token as the `Authorization` header carries it. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP authentication scheme, not words anyone reads
export const bearer = (token: string): string => `Bearer ${token}`;
