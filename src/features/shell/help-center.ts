/** The help center the 'ajuda' route and the help links lead to (outside the app, new tab or full redirect). */
export const HELP_CENTER_URL = 'https://ajuda.aawz.com.br'
