/** The support hotline shown under the bind-phone panel and in the footer. */
export const SERVICE_HOTLINE = '400-820-8899';
