package dev.jfpbench.core.model;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** The jvm-serializers media item: one {@link MediaContent} and its {@link Image}s. */
public class MediaItem implements Serializable {
    private static final long serialVersionUID = 1L;

    public MediaContent content;
    public List<Image> images;

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof MediaItem)) return false;
        MediaItem m = (MediaItem) o;
        return Objects.equals(content, m.content) && Objects.equals(images, m.images);
    }

    @Override
    public int hashCode() {
        return Objects.hash(content, images);
    }

    @Override
    public String toString() {
        return "MediaItem{content=" + content + ", images=" + images + '}';
    }
}
