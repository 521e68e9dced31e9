package dev.jfpbench.jackson3;

/** {@link Write3Base} in Smile. */
public class Smile3Write extends Write3Base {
    @Override
    protected DataFormat3 format() {
        return Smile3Format.INSTANCE;
    }
}
