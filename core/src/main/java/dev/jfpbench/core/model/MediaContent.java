package dev.jfpbench.core.model;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

public class MediaContent implements Serializable {
    private static final long serialVersionUID = 1L;

    public enum Player { JAVA, FLASH }

    public String uri;
    public String title;
    public int width;
    public int height;
    public String format;
    public long duration;
    public long size;
    public int bitrate;
    public List<String> persons;
    public Player player;
    public String copyright;

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof MediaContent)) return false;
        MediaContent c = (MediaContent) o;
        return width == c.width && height == c.height && duration == c.duration && size == c.size && bitrate == c.bitrate
                && Objects.equals(uri, c.uri) && Objects.equals(title, c.title) && Objects.equals(format, c.format)
                && Objects.equals(persons, c.persons) && player == c.player && Objects.equals(copyright, c.copyright);
    }

    @Override
    public int hashCode() {
        return Objects.hash(uri, title, width, height, format, duration, size, bitrate, persons, player, copyright);
    }

    @Override
    public String toString() {
        return "MediaContent{uri=" + uri + ", title=" + title + ", " + width + "x" + height + ", format=" + format
                + ", duration=" + duration + ", size=" + size + ", bitrate=" + bitrate + ", persons=" + persons
                + ", player=" + player + ", copyright=" + copyright + '}';
    }
}
