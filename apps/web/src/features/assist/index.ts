// The assist (help) page feature. Only the lazy route wrapper is exported: the page itself is a separate chunk.
export { AssistRoute } from './assist-route';
