/** jsoniter 0.9.23, reflection mode (its code-generation mode fails on JDK 17+); inexact, flagged. */
package dev.jfpbench.libs.jsoniter;
