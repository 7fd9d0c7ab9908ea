/** Page navigation, as one object so tests can watch it (location.assign cannot be stubbed). */
export const navigation = {
  assign(url: string): void {
    location.assign(url);
  },
};
