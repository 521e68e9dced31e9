/**
 * Jackson itself, the reference: databind, databind with the Afterburner and the Blackbird module, the
 * streaming API by hand and the tree model. Each with fast floating point off and on.
 */
package dev.jfpbench.libs.jackson;
