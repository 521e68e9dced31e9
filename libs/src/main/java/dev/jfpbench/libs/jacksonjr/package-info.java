/** jackson-jr: Jackson's lightweight object mapper, fast floating point off and on. */
package dev.jfpbench.libs.jacksonjr;
