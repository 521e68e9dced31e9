package dev.jfpbench.jackson3;

/** {@link Write3Base} in JSON. */
public class Json3Write extends Write3Base {
    @Override
    protected DataFormat3 format() {
        return Json3Format.INSTANCE;
    }
}
