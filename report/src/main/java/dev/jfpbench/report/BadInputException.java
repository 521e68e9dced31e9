package dev.jfpbench.report;

/**
 * Input the tool cannot use (a missing, empty, truncated or non-JMH file; nothing to compare). Its message is
 * one line for the user: the tool prints it without a stack trace and exits with 2.
 */
public final class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
