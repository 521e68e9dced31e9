package dev.jfpbench.jackson3;

/** {@link VectorReadWrite3Base} in Smile. */
public class Smile3VectorReadWrite extends VectorReadWrite3Base {
    @Override
    protected DataFormat3 format() {
        return Smile3Format.INSTANCE;
    }
}
