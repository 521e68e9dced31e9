package dev.jfpbench.jackson3;

/** {@link VectorReadWrite3Base} in CBOR. */
public class CBOR3VectorReadWrite extends VectorReadWrite3Base {
    @Override
    protected DataFormat3 format() {
        return Cbor3Format.INSTANCE;
    }
}
