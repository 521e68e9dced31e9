package dev.jfpbench.jackson3;

/** {@link Write3Base} in CBOR. */
public class CBOR3Write extends Write3Base {
    @Override
    protected DataFormat3 format() {
        return Cbor3Format.INSTANCE;
    }
}
