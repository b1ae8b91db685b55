/** Direct video files are played in a <video>; anything else is a player page in an iframe. */
export const isVideoFile = (url: string) => /\.(mp4|webm|m4v|ogv)(\?|#|$)/i.test(url);
