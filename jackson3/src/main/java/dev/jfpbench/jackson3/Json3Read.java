package dev.jfpbench.jackson3;

/** {@link Read3Base} in JSON. */
public class Json3Read extends Read3Base {
    @Override
    protected DataFormat3 format() {
        return Json3Format.INSTANCE;
    }
}
