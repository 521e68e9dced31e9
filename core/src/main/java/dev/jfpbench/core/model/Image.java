package dev.jfpbench.core.model;

import java.io.Serializable;
import java.util.Objects;

public class Image implements Serializable {
    private static final long serialVersionUID = 1L;

    public enum Size { SMALL, LARGE }

    public String uri;
    public String title;
    public int width;
    public int height;
    public Size size;

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Image)) return false;
        Image i = (Image) o;
        return width == i.width && height == i.height && Objects.equals(uri, i.uri) && Objects.equals(title, i.title) && size == i.size;
    }

    @Override
    public int hashCode() {
        return Objects.hash(uri, title, width, height, size);
    }

    @Override
    public String toString() {
        return "Image{uri=" + uri + ", title=" + title + ", " + width + "x" + height + ", size=" + size + '}';
    }
}
