/** prismjs publishes its core as a separate file; @types/prismjs only types the package entry. */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';

  export default Prism;
}
