// The address of the topic list, for its route module and its page.
export const topicListPath = '/topics';
