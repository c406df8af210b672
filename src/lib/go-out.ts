/**
 * §2 go_out: a route that leaves the app by a full redirect. Used as a route's `beforeLoad`; navigation stays
 * pending (the progress bar runs) until the browser unloads the app.
 */
export function goOut(url: string) {
  return (): Promise<never> => {
    window.location.assign(url)
    return new Promise<never>(() => {})
  }
}
