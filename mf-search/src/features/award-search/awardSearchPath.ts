// The address of Search Awards, for its route module and its page.
export const awardSearchPath = '/awards/search';
