package dev.jfpbench.core.data;

/**
 * A missing, unreadable or malformed input. Its message is one line that names the file and says what
 * to do; it carries no stack trace, because the message is all a user needs.
 */
public final class DatasetException extends RuntimeException {
    public DatasetException(String message) {
        super(message, null, false, false);
    }
}
