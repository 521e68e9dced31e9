package dev.jfpbench.compress;

import dev.jfpbench.core.mapper.DataFormat;
import dev.jfpbench.xml.XmlFormat;

/** {@link CompressedReadWriteBase} in XML: repetitive markup, so gzip and LZF shrink it most of all. */
public class XmlCompressedReadWrite extends CompressedReadWriteBase {
    @Override
    protected DataFormat format() {
        return XmlFormat.INSTANCE;
    }
}
