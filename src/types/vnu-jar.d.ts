/** vnu-jar's main module exports the absolute path of vnu.jar (as a String object). */
declare module 'vnu-jar' {
  const vnuJarPath: string;
  export default vnuJarPath;
}
