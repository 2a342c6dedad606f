/** The password of every seeded account in the test servers. */
export const SEED_PASSWORD = 'Party@2026';
