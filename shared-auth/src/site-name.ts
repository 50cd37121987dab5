// The site's name as every app writes it: the header's brand, the sign-in pages, the printed and
// shared slip (docs/lottery.md, "Sharing and printing a slip").
export const SITE_NAME = 'Tanghuay';
