package dev.jfpbench.jackson3;

/** {@link VectorReadWrite3Base} in JSON. */
public class Json3VectorReadWrite extends VectorReadWrite3Base {
    @Override
    protected DataFormat3 format() {
        return Json3Format.INSTANCE;
    }
}
