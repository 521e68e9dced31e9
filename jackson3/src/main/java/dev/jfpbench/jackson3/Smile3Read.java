package dev.jfpbench.jackson3;

/** {@link Read3Base} in Smile. */
public class Smile3Read extends Read3Base {
    @Override
    protected DataFormat3 format() {
        return Smile3Format.INSTANCE;
    }
}
