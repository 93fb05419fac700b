/** Banners per page of /banners and /banner-list/{sectionId}. */
export const BANNERS_PAGE_SIZE = 10;
