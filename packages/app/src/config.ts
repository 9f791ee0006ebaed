/** The support address shown in the footer; set VITE_CONTACT_EMAIL at build time to change it. */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL ?? 'support@bourse.local'
