/** The digit sweep: JSON read and write cost per number, default vs fast floating point, by shortest digit count. */
package dev.jfpbench.digits;
