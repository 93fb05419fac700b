/** Banners per page of /banners and /banner-list/{sectionId}. */
export const BANNERS_PAGE_SIZE = 10;

/** At most this many banners in the home page's row. */
export const HOME_BANNER_COUNT = 8;

/** The section whose banners the home page shows. */
export const HOME_BANNER_SECTION = 'home';
