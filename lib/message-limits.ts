/** Longest direct message (and message to all), in characters: the server refuses longer, the composers say so as one types. */
export const MESSAGE_MAX = 2000;
