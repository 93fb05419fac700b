/** Machines per page of /probability-treasure-machine. */
export const TREASURE_MACHINES_PAGE_SIZE = 20;
/** Draws per page of the fan's history. */
export const DRAW_HISTORY_PAGE_SIZE = 10;
/** Prizes per page of the delivery form. */
export const DELIVERY_PAGE_SIZE = 50;
/** Deliveries per page of /store/prize/delivery. */
export const REAL_GOODS_DELIVERIES_PAGE_SIZE = 10;
