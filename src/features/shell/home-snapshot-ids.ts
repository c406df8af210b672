/** Where the picture of home is kept (localStorage). */
export const SNAPSHOT_KEY = 'aawz:home-snapshot'
/** The element that holds the picture of home while the app starts (home-snapshot.ts). */
export const COVER_ID = 'home-snapshot'
/** The performance mark set when the live app replaced the picture: benches read it. */
export const APP_SHOWN_MARK = 'aawz:app-shown'
