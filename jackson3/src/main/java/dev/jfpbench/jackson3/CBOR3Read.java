package dev.jfpbench.jackson3;

/** {@link Read3Base} in CBOR. */
public class CBOR3Read extends Read3Base {
    @Override
    protected DataFormat3 format() {
        return Cbor3Format.INSTANCE;
    }
}
